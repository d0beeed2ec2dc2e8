programa {
  inclua biblioteca Texto --> texto

  funcao inicio() {
    cadeia nome, sobrenome
    leia(nome, sobrenome)
    escreva(texto.caixa_alta(nome), " ", texto.caixa_baixa(sobrenome), "\n")
    cadeia completo = nome + " " + sobrenome
    escreva(texto.caixa_alta(completo), "\n")
    escreva("Letras: ", texto.numero_caracteres(completo) - 1, "\n")
  }
}
