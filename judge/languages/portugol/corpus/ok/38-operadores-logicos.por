programa {
  funcao logico avisa(logico valor) {
    escreva("(avaliou ", valor, ")")
    retorne valor
  }

  funcao inicio() {
    logico a = verdadeiro, b = falso
    escreva(a e b, " ", a ou b, " ", nao a, " ", nao (a e b), "\n")
    escreva(a ou b e b, "\n")
    escreva((a ou b) e b, "\n")
    escreva(nao b e a, "\n")
    escreva(5 > 3 e 2 >= 2, " ", 1 == 1.0, " ", 'a' < 'b', " ", "x" != "y", "\n")
    escreva(a == b, " ", a != b, "\n")
    escreva(avisa(falso) e avisa(verdadeiro), "\n")
    escreva(avisa(verdadeiro) ou avisa(falso), "\n")
    inteiro idade = 15
    se (idade >= 12 e idade < 18) {
      escreva("adolescente\n")
    }
  }
}
