programa {
  funcao inicio() {
    inteiro idade = 12
    real altura = 1.5
    logico estuda = verdadeiro
    caracter inicial = 'J'
    cadeia nome = "João"
    cadeia frase = nome + " (" + inicial + ") tem " + idade + " anos e " + altura + " m"
    escreva(frase, "\n")
    escreva("estuda: " + estuda, "\n")
    escreva('o' + 'i', "\n")
    escreva("soma " + 1 + 2, "\n")
    escreva(1 + 2 + " soma", "\n")
    escreva("" + 2.0 + falso, "\n")
    cadeia vazia = ""
    escreva("[", vazia, "]\n")
    escreva(idade, altura, estuda, inicial, nome, "\n")
  }
}
