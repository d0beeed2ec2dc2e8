programa {
  funcao aplicarDesconto(real &preco, real porcento) {
    preco = preco - preco * porcento / 100
  }

  funcao dividir(inteiro dividendo, inteiro divisor, inteiro &quociente, inteiro &resto) {
    quociente = dividendo / divisor
    resto = dividendo % divisor
  }

  funcao saudar(cadeia &texto, cadeia nome) {
    texto = "Olá, " + nome + "!"
  }

  funcao inicio() {
    real preco = 80.0
    aplicarDesconto(preco, 25)
    escreva(preco, "\n")
    aplicarDesconto(preco, 10)
    escreva(preco, "\n")

    inteiro q = 0, r = 0
    dividir(47, 5, q, r)
    escreva("47 = 5 * ", q, " + ", r, "\n")

    cadeia mensagem = ""
    saudar(mensagem, "Bia")
    escreva(mensagem, "\n")
  }
}
